# uncaught: sum(['a'], '')
sum(['a'], '')
