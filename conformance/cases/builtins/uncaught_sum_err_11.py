# uncaught: sum(['a', 'b'])
sum(['a', 'b'])
