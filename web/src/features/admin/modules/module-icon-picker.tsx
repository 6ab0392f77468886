import { Box, FormControl, FormLabel, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useId, useState } from 'react';
import { MODULE_ICON_TABS } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { ModuleIcon } from '../../../components/module-icon';

const text = adminModulesMessages;
type TabKey = keyof typeof MODULE_ICON_TABS;
const TABS = Object.keys(MODULE_ICON_TABS) as TabKey[];

const tabOf = (icon: string): TabKey =>
  TABS.find((tab) => (MODULE_ICON_TABS[tab] as readonly string[]).includes(icon)) ?? 'business';

/**
 * The icon picker (spec 2.5): three tabs, Negócios, Análise and Conteúdo, each a group of toggle
 * buttons showing the icon as users see it on the module cards, named for screen readers.
 */
export function ModuleIconPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (icon: string) => void;
  error?: string;
}) {
  const id = useId();
  const [tab, setTab] = useState<TabKey>(() => tabOf(value));
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{text.fields.icon}</FormLabel>
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setTab(next)}
        aria-label={text.fields.icon}
        variant="fullWidth"
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={text.iconTabs[key]}
            id={`${id}-${key}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} sx={{ pt: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          value={value}
          onChange={(_, next: string | null) => next && onChange(next)}
          aria-label={text.iconTabs[tab]}
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            '& .MuiToggleButtonGroup-grouped': { border: 1, borderRadius: 1 },
            // The chosen icon stands out beyond the default grey (a ring in the primary colour).
            '& .MuiToggleButtonGroup-grouped.Mui-selected': {
              borderColor: 'primary.main',
              boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
            },
          }}
        >
          {MODULE_ICON_TABS[tab].map((icon) => (
            <ToggleButton
              key={icon}
              value={icon}
              aria-label={text.iconNames[icon]}
              title={text.iconNames[icon]}
            >
              <ModuleIcon icon={icon} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {error && (
          <Box component="p" sx={{ color: 'error.main', fontSize: '0.75rem', m: 0, mt: 0.5 }}>
            {error}
          </Box>
        )}
      </Box>
    </FormControl>
  );
}
