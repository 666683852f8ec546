# uncaught: enumerate('a', 'b')
enumerate('a', 'b')
