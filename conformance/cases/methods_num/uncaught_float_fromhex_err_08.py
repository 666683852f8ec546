# uncaught: float.fromhex()
float.fromhex()
