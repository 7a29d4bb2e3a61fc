/**
 * The overview's two charts (leads per week, page views per day), drawn with Recharts. Loaded on
 * demand by the overview, so the chart library is part of the back office only. The charts are
 * pictures of the tables beside them, which carry the same figures for screen readers.
 */
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Overview } from "./api";

export default function OverviewCharts({ data }: { data: Overview }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true" data-testid="overview-charts">
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data.leadsPerWeek} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Bar dataKey="leads" fill="#1a4b76" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data.pageViewsPerDay} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Line type="monotone" dataKey="views" stroke="#b45309" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
