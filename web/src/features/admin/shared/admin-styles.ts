/* Mantine CSS only the admin screens use (the shell loads the rest; this chunk is admin-only). */
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
