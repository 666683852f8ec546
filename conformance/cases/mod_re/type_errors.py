# type errors for wrong argument kinds
import re
for f in [lambda: re.search(1, 'a'), lambda: re.search('a', 1), lambda: re.search('a', b'a'),
          lambda: re.search(b'a', 'a'), lambda: re.compile(re.compile('a'), re.I),
          lambda: re.sub('a', lambda m: 1, 'a'), lambda: re.match('a', 'a').group(2),
          lambda: re.match('a', 'a').group('n'), lambda: re.sub('(a)', r'\g<n>', 'a')]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
