# shorten with a placeholder wider than width raises ValueError
import textwrap
textwrap.shorten("Hello world", 5)
