# uncaught: bytes.fromhex('0g')
bytes.fromhex('0g')
