# html.unescape('&CounterClockwiseContourIntegral;')
import html
print(ascii(html.unescape('&CounterClockwiseContourIntegral;')))
