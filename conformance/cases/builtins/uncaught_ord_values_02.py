# uncaught: ord('ab')
ord('ab')
