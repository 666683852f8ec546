# html.unescape('&#12a')
import html
print(ascii(html.unescape('&#12a')))
