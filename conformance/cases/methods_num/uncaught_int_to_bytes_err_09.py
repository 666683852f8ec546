# uncaught: (1).to_bytes(1.5)
(1).to_bytes(1.5)
