/* Mantine CSS for form fields on lazily loaded public pages (the shell loads the rest). */
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
