# textwrap.wrap of emdash text at width 25, default and hyphen-off
import textwrap
s = 'Wait--what? Yes--no, maybe---perhaps. Foo--bar--baz and --lead or trail-- dashes.'
print(textwrap.wrap(s, 25))
print(textwrap.wrap(s, width=25, break_on_hyphens=False))
print(textwrap.fill(s, 25))
