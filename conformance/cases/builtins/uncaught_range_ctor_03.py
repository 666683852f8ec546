# uncaught: range('a')
range('a')
