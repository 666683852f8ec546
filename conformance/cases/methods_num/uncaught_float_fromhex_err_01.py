# uncaught: float.fromhex('0x1p1024')
float.fromhex('0x1p1024')
