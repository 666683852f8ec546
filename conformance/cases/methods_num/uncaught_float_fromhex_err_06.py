# uncaught: float.fromhex('0x1 2')
float.fromhex('0x1 2')
