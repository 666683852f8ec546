# uncaught: (256).to_bytes(1, 'big')
(256).to_bytes(1, 'big')
