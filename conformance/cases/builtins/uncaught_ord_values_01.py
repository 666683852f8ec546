# uncaught: ord('')
ord('')
