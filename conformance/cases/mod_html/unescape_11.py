# html.unescape('&#128;&#150;&#159;')
import html
print(ascii(html.unescape('&#128;&#150;&#159;')))
