# uncaught: '\ud800'.encode('utf-8')
'\ud800'.encode('utf-8')
