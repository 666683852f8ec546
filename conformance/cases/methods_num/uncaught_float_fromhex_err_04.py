# uncaught: float.fromhex('0x')
float.fromhex('0x')
