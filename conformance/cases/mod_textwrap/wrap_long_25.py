# textwrap.wrap of long text at width 25, default and hyphen-off
import textwrap
s = 'Supercalifragilisticexpialidocious antidisestablishmentarianism pneumonoultramicroscopic-silico-volcanoconiosis'
print(textwrap.wrap(s, 25))
print(textwrap.wrap(s, width=25, break_on_hyphens=False))
print(textwrap.fill(s, 25))
