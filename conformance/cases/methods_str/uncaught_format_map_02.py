# uncaught: '{}'.format_map({})
'{}'.format_map({})
