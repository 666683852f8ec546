# uncaught: enumerate('a', foo=1)
enumerate('a', foo=1)
