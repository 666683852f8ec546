# uncaught: (1).to_bytes(1, byteorder=2)
(1).to_bytes(1, byteorder=2)
