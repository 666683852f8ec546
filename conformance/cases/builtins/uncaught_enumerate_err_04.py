# uncaught: enumerate('a', 1.5)
enumerate('a', 1.5)
