# html.unescape('&copy 2024 &reg;')
import html
print(ascii(html.unescape('&copy 2024 &reg;')))
