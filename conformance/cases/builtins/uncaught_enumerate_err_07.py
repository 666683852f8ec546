# uncaught: enumerate('a', start=1, iterable='b')
enumerate('a', start=1, iterable='b')
