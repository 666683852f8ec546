# uncaught: ','.join(['a'], ['b'])
','.join(['a'], ['b'])
