# uncaught: (1).to_bytes(0)
(1).to_bytes(0)
