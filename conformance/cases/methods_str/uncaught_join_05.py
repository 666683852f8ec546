# uncaught: ','.join([b'a'])
','.join([b'a'])
