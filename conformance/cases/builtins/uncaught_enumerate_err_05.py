# uncaught: enumerate('a', 1, 2)
enumerate('a', 1, 2)
