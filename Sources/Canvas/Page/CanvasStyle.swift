/// The canvas page's style sheet.
enum CanvasStyle {
    static let css = #"""
    :root { color-scheme: light dark; --muted: #888; --accent: #0a84ff; --error: #d70015; --warn: #b25000; }
    body { margin: 0; font: 13px/1.4 system-ui, sans-serif; }
    header { position: sticky; top: 0; z-index: 2; display: flex; gap: 12px; align-items: center; flex-wrap: wrap;
      padding: 6px 12px; background: Canvas; border-bottom: 1px solid #8884; }
    header .home { font-weight: 600; text-decoration: none; color: inherit; }
    .badge { padding: 1px 6px; border-radius: 8px; font-size: 11px; }
    .badge.ok { background: #34c75933; } .badge.warnings { background: #ff950033; } .badge.errors { background: #ff3b3033; }
    .connection { margin-left: auto; color: var(--muted); }
    #layout { display: flex; align-items: flex-start; }
    main { flex: 1; padding: 12px; min-width: 0; }
    table.index { border-collapse: collapse; } table.index td, table.index th { padding: 3px 10px; text-align: left; }
    .preview { margin-bottom: 24px; }
    .preview h2 { font-size: 13px; font-weight: 600; margin: 0 0 6px; }
    .preview h2 small { font-weight: normal; color: var(--muted); }
    .stage { position: relative; display: inline-block; }
    .stage svg { display: block; background: repeating-conic-gradient(#8881 0 25%, transparent 0 50%) 0 0 / 16px 16px; outline: 1px solid #8886; overflow: visible; }
    .stale svg { opacity: .35; }
    svg .view { fill: transparent; pointer-events: all; vector-effect: non-scaling-stroke; }
    svg .view.stroke { fill: none; stroke-width: 1; }
    svg text { pointer-events: none; dominant-baseline: middle; text-anchor: middle; }
    svg.frames .view { stroke: #0a84ff88; stroke-width: 1; }
    svg .gap { fill: #ff950044; pointer-events: none; display: none; }
    svg.gaps .gap { display: inline; }
    svg .overflow { fill: url(#hatch); stroke: #ff3b30; stroke-width: 1.5; vector-effect: non-scaling-stroke; pointer-events: none; display: none; }
    svg.overflows .overflow { display: inline; }
    svg .hover { stroke: var(--accent) !important; stroke-width: 2 !important; }
    svg .selected { stroke: #ff2d55 !important; stroke-width: 2.5 !important; }
    .diagnostics { position: absolute; inset: 0; z-index: 1; margin: 0; padding: 8px; overflow: auto; min-width: 280px;
      background: #fff0f0e6; color: #300; border: 1px solid var(--error); font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; }
    .banner { margin: 0 0 12px; padding: 6px 8px; border-left: 3px solid var(--warn); background: #ff950018; white-space: pre-wrap; }
    aside { width: 320px; flex: none; position: sticky; top: 44px; padding: 10px 12px; border-left: 1px solid #8884; max-height: calc(100vh - 60px); overflow: auto; }
    aside h3 { margin: 0 0 6px; font-size: 14px; }
    aside dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0 0 8px; }
    aside dt { color: var(--muted); } aside dd { margin: 0; font-family: ui-monospace, monospace; }
    aside ol { padding-left: 18px; margin: 4px 0; } aside ol a { cursor: pointer; color: var(--accent); }
    aside pre { margin: 4px 0; padding: 4px; background: #8882; overflow-x: auto; }
    .empty { color: var(--muted); }
    """#
}
