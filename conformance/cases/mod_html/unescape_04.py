# html.unescape('&ampx &AMP; &foo; && &#;')
import html
print(ascii(html.unescape('&ampx &AMP; &foo; && &#;')))
