# html functions on wrong types
import html
for f in [lambda: html.escape(1), lambda: html.unescape(1)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
