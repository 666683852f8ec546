# html.unescape('&ThinSpace;&Aring&aring;')
import html
print(ascii(html.unescape('&ThinSpace;&Aring&aring;')))
