# placeholder too large for max width
import textwrap
print(textwrap.wrap("a b c d e f", 5, max_lines=2, placeholder='..'))
textwrap.wrap("a b c d e f", 5, max_lines=2, placeholder='[.....]')
