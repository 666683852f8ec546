# html.unescape('&nbsp;x&nbsp')
import html
print(ascii(html.unescape('&nbsp;x&nbsp')))
