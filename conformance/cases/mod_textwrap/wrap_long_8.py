# textwrap.wrap of long text at width 8, default and hyphen-off
import textwrap
s = 'Supercalifragilisticexpialidocious antidisestablishmentarianism pneumonoultramicroscopic-silico-volcanoconiosis'
print(textwrap.wrap(s, 8))
print(textwrap.wrap(s, width=8, break_on_hyphens=False))
print(textwrap.fill(s, 8))
