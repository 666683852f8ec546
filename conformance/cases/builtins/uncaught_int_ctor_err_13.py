# uncaught: int('0x', 16)
int('0x', 16)
