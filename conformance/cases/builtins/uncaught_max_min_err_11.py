# uncaught: min([1, 'a'])
min([1, 'a'])
