# uncaught: chr('a')
chr('a')
