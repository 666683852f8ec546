# uncaught: max(1, 'a')
max(1, 'a')
