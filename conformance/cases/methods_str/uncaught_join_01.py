# uncaught: ','.join(['a', 1])
','.join(['a', 1])
