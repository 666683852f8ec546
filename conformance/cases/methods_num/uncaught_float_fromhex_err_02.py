# uncaught: float.fromhex('zz')
float.fromhex('zz')
