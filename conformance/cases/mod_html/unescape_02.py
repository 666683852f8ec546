# html.unescape('&notit; &notin; &amp')
import html
print(ascii(html.unescape('&notit; &notin; &amp')))
