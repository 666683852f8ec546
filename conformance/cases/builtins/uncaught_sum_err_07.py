# uncaught: sum([1, 'a'])
sum([1, 'a'])
