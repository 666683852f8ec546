# uncaught: float.fromhex('0x1p')
float.fromhex('0x1p')
