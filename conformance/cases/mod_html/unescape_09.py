# html.unescape('&lt')
import html
print(ascii(html.unescape('&lt')))
