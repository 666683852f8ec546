# uncaught: len(iter([]))
len(iter([]))
