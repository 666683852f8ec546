# wrap with width 0 raises ValueError
import textwrap
print(textwrap.wrap("", 0))
textwrap.wrap("abc", 0)
